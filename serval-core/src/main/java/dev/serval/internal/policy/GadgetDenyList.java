package dev.serval.internal.policy;

import java.util.List;
import java.util.Set;

/**
 * Classes and packages that are entry points of publicly documented deserialization gadget chains
 * (the ysoserial payload families, and the classes named in the deny lists of other JSON and binary
 * deserializers). They are refused by name, before loading, whatever the caller's filter allows.
 * Matching is by name so that none of these libraries is a dependency. A denied class's nested
 * classes ({@code Outer$Inner}) are denied with it.
 */
public final class GadgetDenyList {
  /** Exact class names (and, through {@link #outerClass}, their nested classes). */
  private static final Set<String> CLASSES = Set.of(
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
      "com.sun.org.apache.bcel.internal.util.ClassLoader",
      "org.apache.bcel.util.ClassLoader",
      "org.apache.tomcat.dbcp.dbcp2.BasicDataSource",
      "org.apache.commons.dbcp2.BasicDataSource",
      "org.apache.commons.dbcp.BasicDataSource",
      "com.zaxxer.hikari.HikariDataSource",
      "org.apache.ibatis.datasource.unpooled.UnpooledDataSource",
      "ch.qos.logback.core.db.DriverManagerConnectionSource",
      "org.apache.log4j.receivers.db.DriverManagerConnectionSource",
      // commons-collections 3 and 4: transformer carriers besides the functors package.
      "org.apache.commons.collections.comparators.TransformingComparator",
      "org.apache.commons.collections4.comparators.TransformingComparator",
      "org.apache.commons.collections.map.TransformedMap",
      "org.apache.commons.collections4.map.TransformedMap",
      "org.apache.commons.collections.map.DefaultedMap",
      "org.apache.commons.collections4.map.DefaultedMap",
      // Spring: type-provider proxies and JNDI/XML-context bean factories.
      "org.springframework.core.SerializableTypeWrapper",
      "org.springframework.beans.factory.config.PropertyPathFactoryBean",
      "org.springframework.beans.factory.config.BeanReferenceFactoryBean",
      "org.springframework.context.support.ClassPathXmlApplicationContext",
      "org.springframework.context.support.FileSystemXmlApplicationContext",
      // JDK: a second deserialization hidden in a field, class loaders, print-service lookup.
      "java.security.SignedObject",
      "java.lang.ClassLoader",
      "java.net.URLClassLoader",
      "sun.print.UnixPrintServiceLookup",
      "com.sun.deploy.security.ruleset.DRSHelper",
      // JNDI and data-source lookups reachable from setters (public JSON deny lists).
      "org.hibernate.property.BasicPropertyAccessor",
      "org.hibernate.jmx.StatisticsService",
      "org.apache.xbean.propertyeditor.JndiConverter",
      "org.apache.axis2.jaxws.spi.handler.HandlerResolverImpl",
      "org.apache.axis2.transport.jms.JMSOutTransportInfo",
      "org.apache.cxf.jaxrs.provider.XSLTJaxbProvider",
      "org.jdom.transform.XSLTransformer",
      "org.jdom2.transform.XSLTransformer",
      "org.slf4j.ext.EventData",
      "flex.messaging.util.concurrent.AsynchBeansWorkManagerExecutor",
      "br.com.anteros.dbcp.AnterosDBCPConfig",
      "org.docx4j.org.apache.xalan.lib.sql.JNDIConnectionPool",
      "org.apache.commons.proxy.provider.remoting.RmiProvider");

  /** Name prefixes: packages (every class below them) and generated-class stems. */
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
      "com.mysql.cj.jdbc.",
      "com.sun.rowset.",
      "com.sun.org.apache.bcel.",
      "org.apache.bcel.",
      "org.python.core.",
      "clojure.core$",
      "clojure.main$",
      "clojure.inspector.",
      "org.springframework.jndi.",
      "org.apache.commons.dbcp.",
      "org.apache.commons.dbcp2.",
      "org.apache.commons.jelly.",
      "com.zaxxer.hikari.",
      "org.apache.hadoop.shaded.com.zaxxer.hikari.",
      "org.apache.xbean.naming.",
      "org.apache.openjpa.ee.",
      "com.caucho.",
      "org.apache.shiro.jndi.",
      "org.apache.shiro.realm.jndi.",
      "net.sf.ehcache.transaction.manager.",
      "org.apache.ignite.cache.jta.",
      "com.ibatis.sqlmap.engine.transaction.jta.",
      "org.apache.aries.transaction.jms.",
      "ch.qos.logback.core.db.",
      "org.apache.log4j.receivers.db.",
      "sun.swing.");

  private GadgetDenyList() {}

  /** Whether {@code className} (a binary name, not an array descriptor) is denied. */
  public static boolean denies(String className) {
    if (CLASSES.contains(className) || CLASSES.contains(outerClass(className))) {
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

  /** The top-level class of a nested binary name ({@code a.B$C$D} gives {@code a.B}). */
  private static String outerClass(String className) {
    int dollar = className.indexOf('$', className.lastIndexOf('.') + 1);
    return dollar < 0 ? className : className.substring(0, dollar);
  }
}
