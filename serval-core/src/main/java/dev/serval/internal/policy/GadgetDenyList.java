package dev.serval.internal.policy;

import java.util.List;

/**
 * Classes and packages that are entry points of publicly documented deserialization gadget chains.
 * They are refused by name, before loading, whatever the caller's filter allows. Matching is by
 * name so that none of these libraries is a dependency.
 */
public final class GadgetDenyList {
  /** Exact class names. */
  private static final List<String> CLASSES = List.of(
      "com.sun.org.apache.xalan.internal.xsltc.trax.TemplatesImpl",
      "org.apache.xalan.xsltc.trax.TemplatesImpl",
      "com.sun.rowset.JdbcRowSetImpl",
      "com.sun.jndi.rmi.registry.BindingEnumeration",
      "com.sun.jndi.ldap.LdapAttribute",
      "java.lang.Runtime",
      "java.lang.ProcessBuilder",
      "java.lang.ProcessImpl",
      "java.lang.UNIXProcess",
      "java.lang.reflect.Proxy",
      "java.beans.EventHandler",
      "java.util.ServiceLoader$LazyIterator",
      "javax.imageio.ImageIO$ContainsFilter",
      "javax.imageio.spi.FilterIterator",
      "sun.reflect.annotation.AnnotationInvocationHandler",
      "sun.rmi.server.UnicastRef",
      "sun.rmi.server.UnicastRef2",
      "java.rmi.server.UnicastRemoteObject",
      "java.rmi.server.RemoteObjectInvocationHandler",
      "javax.management.BadAttributeValueExpException",
      "javax.management.openmbean.CompositeDataInvocationHandler",
      "javax.swing.UIDefaults$ProxyLazyValue",
      "javax.swing.UIDefaults$LazyValue",
      "com.sun.syndication.feed.impl.ObjectBean",
      "com.rometools.rome.feed.impl.ObjectBean",
      "com.sun.corba.se.impl.activation.ServerTableEntry",
      "org.apache.commons.beanutils.BeanComparator",
      "org.apache.commons.fileupload.disk.DiskFileItem",
      "org.apache.wicket.util.upload.DiskFileItem",
      "org.apache.commons.collections.map.LazyMap",
      "org.apache.commons.collections.keyvalue.TiedMapEntry",
      "org.apache.commons.collections4.map.LazyMap",
      "org.apache.commons.collections4.keyvalue.TiedMapEntry",
      "org.apache.myfaces.context.servlet.FacesContextImpl",
      "org.apache.myfaces.view.facelets.el.ValueExpressionMethodExpression",
      "org.hibernate.engine.spi.TypedValue",
      "org.hibernate.tuple.component.AbstractComponentTuplizer",
      "org.hibernate.property.access.spi.GetterMethodImpl",
      "org.jboss.interceptor.builder.InterceptionModelBuilder",
      "org.jboss.weld.interceptor.builder.InterceptionModelBuilder",
      "net.sf.json.JSONObject",
      "com.mchange.v2.c3p0.impl.PoolBackedDataSourceBase",
      "com.mchange.v2.c3p0.WrapperConnectionPoolDataSource",
      "com.mchange.v2.c3p0.JndiRefForwardingDataSource",
      "org.springframework.beans.factory.ObjectFactory",
      "org.springframework.aop.framework.JdkDynamicAopProxy",
      "org.springframework.transaction.jta.JtaTransactionManager",
      "org.springframework.core.SerializableTypeWrapper$MethodInvokeTypeProvider",
      "com.vaadin.data.util.NestedMethodProperty",
      "com.vaadin.data.util.PropertysetItem",
      "clojure.core$comp$fn__4727",
      "clojure.main$eval_opt",
      "org.mozilla.javascript.NativeJavaObject",
      "org.python.core.PyFunction",
      "org.python.core.PyObject",
      "com.sun.org.apache.bcel.internal.util.ClassLoader",
      "org.apache.bcel.util.ClassLoader",
      "org.apache.tomcat.dbcp.dbcp2.BasicDataSource",
      "org.apache.commons.dbcp2.BasicDataSource",
      "org.apache.commons.dbcp.BasicDataSource",
      "com.zaxxer.hikari.HikariDataSource",
      "org.apache.ibatis.datasource.unpooled.UnpooledDataSource",
      "ch.qos.logback.core.db.DriverManagerConnectionSource",
      "org.apache.log4j.receivers.db.DriverManagerConnectionSource");

  /** Package prefixes (every class below them). */
  private static final List<String> PACKAGES = List.of(
      "org.apache.commons.collections.functors.",
      "org.apache.commons.collections4.functors.",
      "org.codehaus.groovy.runtime.",
      "groovy.lang.",
      "org.springframework.beans.factory.support.",
      "org.springframework.aop.",
      "com.mchange.v2.c3p0.",
      "bsh.",
      "org.mozilla.javascript.",
      "javax.script.",
      "javax.naming.",
      "com.sun.jndi.",
      "java.rmi.",
      "sun.rmi.",
      "javax.management.",
      "com.sun.org.apache.xalan.",
      "org.apache.xalan.",
      "com.sun.org.apache.xpath.",
      "org.apache.xpath.",
      "jdk.proxy",
      "com.sun.proxy.",
      "sun.misc.",
      "jdk.internal.",
      "sun.reflect.",
      "java.lang.invoke.",
      "java.lang.reflect.",
      "org.apache.commons.jxpath.",
      "org.apache.commons.configuration.",
      "org.apache.commons.configuration2.",
      "org.apache.click.",
      "org.apache.myfaces.",
      "org.jboss.interceptor.",
      "org.jboss.weld.interceptor.",
      "com.alibaba.fastjson.",
      "com.fasterxml.jackson.databind.node.",
      "org.yaml.snakeyaml.",
      "org.hibernate.tuple.",
      "org.apache.wicket.",
      "com.sun.syndication.",
      "com.rometools.rome.",
      "org.apache.tomcat.dbcp.",
      "oracle.jdbc.",
      "org.apache.ibatis.",
      "org.h2.jdbc.",
      "com.mysql.jdbc.",
      "com.mysql.cj.jdbc.");

  private GadgetDenyList() {}

  /** Whether {@code className} (a binary name, not an array descriptor) is denied. */
  public static boolean denies(String className) {
    if (CLASSES.contains(className)) {
      return true;
    }
    for (String prefix : PACKAGES) {
      if (className.startsWith(prefix)) {
        return true;
      }
    }
    // Dynamic proxies are never data; their handlers are the classic gadget carrier.
    return className.contains("$Proxy") || className.contains("$$Lambda");
  }
}
